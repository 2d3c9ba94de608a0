// What the deployment must guarantee, checked on the synthesized templates (no AWS account, no
// network): nothing public that should not be, everything encrypted and TLS-only, the database
// reachable only from the API, the API redundant over two zones and scaling, its secrets never in
// plain text, the portals behind HTTPS with security headers, the user pool as the platform uses it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CfnElement } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../lib/api-stack.ts'
import {
  onlyResource,
  type Resource,
  resourcesOf,
  type Synthesized,
  synthesize,
  testContext,
} from './synth.ts'

let synth: Synthesized
beforeAll(() => {
  synth = synthesize()
})

const allTemplates = () => Object.values(synth.templates)
type Statement = { Effect: string; Principal?: unknown; Condition?: unknown; Action?: unknown }
const json = (value: unknown) => JSON.stringify(value)
type SecurityHeaders = {
  StrictTransportSecurity: { AccessControlMaxAgeSec: number }
  ContentTypeOptions: { Override: boolean }
  FrameOptions: { FrameOption: string }
  ReferrerPolicy: { ReferrerPolicy: string }
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown }
}

describe('buckets', () => {
  const buckets = () =>
    allTemplates().flatMap((template) =>
      resourcesOf(template, 'AWS::S3::Bucket').map(([id, bucket]) => ({ id, bucket, template })),
    )

  it('the documents and the three portals each have their bucket', () => {
    expect(buckets()).toHaveLength(4)
  })

  it('no bucket is public: all four public-access blocks on, no policy allows anyone', () => {
    for (const { bucket } of buckets()) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      })
      expect(bucket.Properties.AccessControl).toBeUndefined()
      expect(bucket.Properties.WebsiteConfiguration).toBeUndefined()
    }
    for (const template of allTemplates()) {
      for (const [, policy] of resourcesOf(template, 'AWS::S3::BucketPolicy')) {
        const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] })
          .Statement
        for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
          expect(json(statement.Principal)).not.toMatch(/"\*"/)
          // CloudFront reads a portal's bucket only for its own distribution (OAC).
          if (json(statement.Principal).includes('cloudfront.amazonaws.com')) {
            expect(json(statement.Condition)).toContain('AWS:SourceArn')
          }
        }
      }
    }
  })

  it('every bucket is encrypted and refuses requests without TLS', () => {
    for (const { id, bucket, template } of buckets()) {
      expect(json(bucket.Properties.BucketEncryption), `${id} encrypted`).toContain(
        'ServerSideEncryptionByDefault',
      )
      const tlsOnly = resourcesOf(template, 'AWS::S3::BucketPolicy').some(([, policy]) => {
        if (json(policy.Properties.Bucket) !== json({ Ref: id })) return false
        const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] })
          .Statement
        return statements.some(
          (s) =>
            s.Effect === 'Deny' &&
            json(s.Principal) === json({ AWS: '*' }) &&
            json(s.Condition) === json({ Bool: { 'aws:SecureTransport': 'false' } }),
        )
      })
      expect(tlsOnly, `${id} TLS only`).toBe(true)
    }
  })

  it("the documents' bucket is versioned and lets the portals PUT and GET by signed URL", () => {
    synth.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: Match.arrayWith(['PUT', 'GET']),
            AllowedOrigins: [
              `https://${testContext.backofficeDomainName}`,
              `https://${testContext.arrendadorDomainName}`,
              `https://${testContext.operadorDomainName}`,
            ],
          }),
        ],
      },
    })
  })
})

describe('database', () => {
  it('PostgreSQL 16 or later, encrypted, private, backed up a week or more, protected', () => {
    const [, instance] = onlyResource(synth.templates.data, 'AWS::RDS::DBInstance')
    const props = instance.Properties
    expect(props.Engine).toBe('postgres')
    expect(Number(String(props.EngineVersion).split('.')[0])).toBeGreaterThanOrEqual(16)
    expect(props.StorageEncrypted).toBe(true)
    expect(props.PubliclyAccessible).toBe(false)
    expect(props.BackupRetentionPeriod).toBeGreaterThanOrEqual(7)
    expect(props.DeletionProtection).toBe(true)
    expect(props.MultiAZ).toBe(true)
  })

  it('its credentials are generated in Secrets Manager, never written in the template', () => {
    synth.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'password' }),
    })
    const [, instance] = onlyResource(synth.templates.data, 'AWS::RDS::DBInstance')
    expect(json(instance.Properties.MasterUserPassword)).toContain('resolve:secretsmanager')
  })

  it('lives in the isolated subnets of both zones', () => {
    const { vpc } = synth.stacks.network
    const isolated = vpc.isolatedSubnets.map((subnet) => subnet.subnetId)
    expect(isolated).toHaveLength(2)
    const [, group] = onlyResource(synth.templates.data, 'AWS::RDS::DBSubnetGroup')
    expect(group.Properties.SubnetIds).toHaveLength(2)
    expect(json(group.Properties.SubnetIds)).toMatch(/datosSubnet1/)
    expect(json(group.Properties.SubnetIds)).toMatch(/datosSubnet2/)
  })

  it("its security group lets in PostgreSQL from the API's tasks and nothing else", () => {
    const network = synth.templates.network
    const databaseGroup = synth.stacks.network.resolve(
      synth.stacks.network.databaseSecurityGroup.securityGroupId,
    )
    const apiGroup = synth.stacks.network.resolve(
      synth.stacks.network.apiSecurityGroup.securityGroupId,
    )
    const databaseGroupId = synth.stacks.network.getLogicalId(
      synth.stacks.network.databaseSecurityGroup.node.defaultChild as CfnElement,
    )
    const group = network.toJSON().Resources[databaseGroupId] as Resource
    expect(group.Type).toBe('AWS::EC2::SecurityGroup')
    expect(group.Properties.SecurityGroupIngress).toBeUndefined()
    const ingress = allTemplates()
      .flatMap((template) => resourcesOf(template, 'AWS::EC2::SecurityGroupIngress'))
      .filter(([, rule]) => json(rule.Properties.GroupId) === json(databaseGroup))
    expect(ingress).toHaveLength(1)
    expect(ingress[0]?.[1].Properties).toMatchObject({
      IpProtocol: 'tcp',
      FromPort: 5432,
      ToPort: 5432,
      SourceSecurityGroupId: apiGroup,
    })
    expect(ingress[0]?.[1].Properties?.CidrIp).toBeUndefined()
  })
})

describe('API service', () => {
  const containerOf = () => {
    const [, taskDefinition] = onlyResource(synth.templates.api, 'AWS::ECS::TaskDefinition')
    const [container] = taskDefinition.Properties.ContainerDefinitions as {
      Environment: { Name: string; Value: unknown }[]
      Secrets: { Name: string; ValueFrom: unknown }[]
      PortMappings: { ContainerPort: number }[]
    }[]
    if (container === undefined) throw new Error('no container')
    return container
  }

  it('runs at least two Fargate tasks, in the private subnets of two zones, no public IP', () => {
    const [, service] = onlyResource(synth.templates.api, 'AWS::ECS::Service')
    expect(service.Properties.LaunchType).toBe('FARGATE')
    expect(service.Properties.DesiredCount).toBeGreaterThanOrEqual(2)
    const network = service.Properties.NetworkConfiguration as {
      AwsvpcConfiguration: { AssignPublicIp: string; Subnets: unknown[] }
    }
    expect(network.AwsvpcConfiguration.AssignPublicIp).toBe('DISABLED')
    expect(network.AwsvpcConfiguration.Subnets).toHaveLength(2)
    expect(json(network.AwsvpcConfiguration.Subnets)).toMatch(/aplicacionSubnet1/)
    expect(json(network.AwsvpcConfiguration.Subnets)).toMatch(/aplicacionSubnet2/)
    const zones = synth.stacks.network.vpc.privateSubnets.map((subnet) =>
      json(synth.stacks.network.resolve(subnet.availabilityZone)),
    )
    expect(new Set(zones).size).toBe(2)
    expect(json(service.Properties.DeploymentConfiguration)).toContain('"Rollback":true')
  })

  it('scales between at least two tasks on CPU and on requests per task', () => {
    const [, target] = onlyResource(
      synth.templates.api,
      'AWS::ApplicationAutoScaling::ScalableTarget',
    )
    expect(target.Properties.MinCapacity).toBeGreaterThanOrEqual(2)
    expect(Number(target.Properties.MaxCapacity)).toBeGreaterThan(
      Number(target.Properties.MinCapacity),
    )
    const metrics = resourcesOf(synth.templates.api, 'AWS::ApplicationAutoScaling::ScalingPolicy')
      .map(([, policy]) => policy.Properties.TargetTrackingScalingPolicyConfiguration)
      .map((config) => json(config))
    expect(metrics.some((m) => m.includes('ECSServiceAverageCPUUtilization'))).toBe(true)
    expect(metrics.some((m) => m.includes('ALBRequestCountPerTarget'))).toBe(true)
  })

  it('answers HTTPS with the configured certificate, redirects HTTP, checks /health', () => {
    synth.templates.api.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Protocol: 'HTTPS',
      Port: 443,
      Certificates: [{ CertificateArn: testContext.apiCertificateArn }],
    })
    synth.templates.api.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Protocol: 'HTTP',
      DefaultActions: [Match.objectLike({ Type: 'redirect' })],
    })
    synth.templates.api.hasResourceProperties('AWS::ElasticLoadBalancingV2::TargetGroup', {
      HealthCheckPath: '/health',
      TargetType: 'ip',
    })
    expect(containerOf().PortMappings[0]?.ContainerPort).toBe(3000)
  })

  it('takes its secrets from Secrets Manager and keeps none in the plain environment', () => {
    const container = containerOf()
    const secretNames = container.Secrets.map((secret) => secret.Name)
    expect(secretNames).toEqual(
      expect.arrayContaining([
        'DB_USER',
        'DB_PASSWORD',
        'SII_CERT_KEY',
        'METRICS_TOKEN',
        'CURSOR_SECRET',
      ]),
    )
    // A secret of this stack (Ref → its ARN) or the database's generated one (its ARN, imported).
    const ownSecrets = resourcesOf(synth.templates.api, 'AWS::SecretsManager::Secret').map(([id]) =>
      json({ Ref: id }),
    )
    for (const secret of container.Secrets) {
      const from = json(secret.ValueFrom)
      const fromOwn = ownSecrets.includes(from)
      const fromDatabase = /Fn::ImportValue.*DatabaseSecret.*:(username|password)::/.test(from)
      expect(fromOwn || fromDatabase, `${secret.Name}: ${from}`).toBe(true)
    }
    for (const variable of container.Environment) {
      expect(variable.Name).not.toMatch(/PASSWORD|PASS$|SECRET|TOKEN|KEY|DATABASE_URL/)
    }
  })

  it('sets only variables the API reads (apps/api/src/env.ts) or its image joins (DB_*)', () => {
    const envSource = readFileSync(join(repoRoot, 'apps/api/src/env.ts'), 'utf8')
    const dockerfile = readFileSync(join(repoRoot, 'apps/api/Dockerfile'), 'utf8')
    const container = containerOf()
    const names = [...container.Environment, ...container.Secrets].map((v) => v.Name)
    for (const name of names) {
      const readBy = name.startsWith('DB_') ? dockerfile : envSource
      expect(readBy, name).toMatch(new RegExp(`\\b${name}\\b`))
    }
    const environment = Object.fromEntries(container.Environment.map((v) => [v.Name, v.Value]))
    expect(environment).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', STORAGE: 's3' })
    expect(environment.CORS_ORIGINS).toBe(
      [
        testContext.backofficeDomainName,
        testContext.arrendadorDomainName,
        testContext.operadorDomainName,
      ]
        .map((domain) => `https://${domain}`)
        .join(','),
    )
  })

  it("builds its image from apps/api/Dockerfile, from a context without the repo's heavy parts", () => {
    const assets = readdirSync(synth.outdir).filter((name) => name.startsWith('asset.'))
    const contexts = assets.filter((name) =>
      existsSync(join(synth.outdir, name, 'apps/api/Dockerfile')),
    )
    expect(contexts).toHaveLength(1)
    const context = join(synth.outdir, contexts[0] ?? '')
    for (const absent of ['node_modules', '.git', 'apps/api/node_modules', 'apps/api/dist']) {
      expect(existsSync(join(context, absent)), absent).toBe(false)
    }
    expect(existsSync(join(context, 'package-lock.json'))).toBe(true)
    expect(existsSync(join(context, 'apps/api/src/index.ts'))).toBe(true)
  })
})

describe('portals', () => {
  it('three distributions on their domains, HTTPS only, SPA fallback, with the security headers', () => {
    const sites = synth.templates.sites
    const distributions = resourcesOf(sites, 'AWS::CloudFront::Distribution')
    expect(distributions).toHaveLength(3)
    const [policyId] = onlyResource(sites, 'AWS::CloudFront::ResponseHeadersPolicy')
    const aliases: unknown[] = []
    for (const [, distribution] of distributions) {
      const config = distribution.Properties?.DistributionConfig as Record<string, unknown>
      const behavior = config.DefaultCacheBehavior as Record<string, unknown>
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https')
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId })
      expect(json(config.ViewerCertificate)).toContain(testContext.portalsCertificateArn)
      expect(json(config.ViewerCertificate)).toContain('TLSv1.2')
      expect(json(config.Origins)).toContain('OriginAccessControlId')
      expect(config.CustomErrorResponses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            ErrorCode: 404,
            ResponseCode: 200,
            ResponsePagePath: '/index.html',
          }),
          expect.objectContaining({
            ErrorCode: 403,
            ResponseCode: 200,
            ResponsePagePath: '/index.html',
          }),
        ]),
      )
      aliases.push(...(config.Aliases as unknown[]))
    }
    expect(aliases.sort()).toEqual(
      [
        testContext.arrendadorDomainName,
        testContext.backofficeDomainName,
        testContext.operadorDomainName,
      ].sort(),
    )
  })

  it('the headers policy sends HSTS, CSP, nosniff, frame denial and a referrer policy', () => {
    const [, policy] = onlyResource(synth.templates.sites, 'AWS::CloudFront::ResponseHeadersPolicy')
    const headers = (
      policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: SecurityHeaders
      }
    ).SecurityHeadersConfig
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000)
    expect(headers.ContentTypeOptions.Override).toBe(true)
    expect(headers.FrameOptions.FrameOption).toBe('DENY')
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin')
    const csp = json(
      synth.stacks.sites.resolve(headers.ContentSecurityPolicy.ContentSecurityPolicy),
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain(`connect-src 'self' https://${testContext.apiDomainName}`)
  })
})

describe('user pool', () => {
  const seedPool = () =>
    JSON.parse(
      readFileSync(join(repoRoot, 'tooling/user-pool/seed/db/us-east-2_CordiLocal.json'), 'utf8'),
    ).Options as {
      UsernameAttributes: string[]
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: boolean }
      SchemaAttributes: { Name: string }[]
      Policies: { PasswordPolicy: Record<string, unknown> }
    }
  const pool = () => {
    const [, resource] = onlyResource(synth.templates.identity, 'AWS::Cognito::UserPool')
    return resource.Properties
  }

  it('has no self sign-up and signs in by e-mail, as the local pool the platform is built on', () => {
    const seed = seedPool()
    expect(seed.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true)
    expect(pool().AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true })
    expect(pool().UsernameAttributes).toEqual(seed.UsernameAttributes)
    expect(pool().UsernameConfiguration).toEqual({ CaseSensitive: false })
  })

  it("declares the local pool's custom attributes (today none), no more, and its password rules", () => {
    const seed = seedPool()
    const seedNames = seed.SchemaAttributes.map((attribute) => attribute.Name)
    const standard = new Set(seedNames.filter((name) => !name.startsWith('custom:')))
    const seedCustom = seedNames.filter((name) => name.startsWith('custom:'))
    // CloudFormation names a custom attribute without its `custom:` prefix.
    const declaredCustom = ((pool().Schema ?? []) as { Name: string }[])
      .map((attribute) => attribute.Name)
      .filter((name) => !standard.has(name))
      .map((name) => `custom:${name}`)
    expect(declaredCustom.sort()).toEqual(seedCustom.sort())
    expect(pool().Schema).toEqual(
      expect.arrayContaining([expect.objectContaining({ Name: 'email', Required: true })]),
    )
    const { MinimumLength, RequireUppercase, RequireLowercase, RequireNumbers, RequireSymbols } =
      seed.Policies.PasswordPolicy
    expect((pool().Policies as { PasswordPolicy: unknown }).PasswordPolicy).toMatchObject({
      MinimumLength,
      RequireUppercase,
      RequireLowercase,
      RequireNumbers,
      RequireSymbols,
    })
  })

  it("lets the API's tasks make the pool's admin calls and the readiness check's DescribeUserPool", () => {
    const actions = resourcesOf(synth.templates.api, 'AWS::IAM::Policy').flatMap(([, policy]) =>
      (
        policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }
      ).Statement.flatMap((statement) => [statement.Action].flat()),
    )
    expect(actions).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:DescribeUserPool',
      ]),
    )
  })

  it('has one public client for the portals with the sign-in flows they use', () => {
    const clients = resourcesOf(synth.templates.identity, 'AWS::Cognito::UserPoolClient')
    expect(clients).toHaveLength(1)
    const client = clients[0]?.[1].Properties
    expect(client?.GenerateSecret).toBe(false)
    expect(client?.ExplicitAuthFlows).toEqual(
      expect.arrayContaining([
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    )
  })
})
