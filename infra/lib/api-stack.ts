// The API: containers built from apps/api/Dockerfile, run on ECS Fargate in the private subnets of
// both zones (two tasks at least), behind an application load balancer that answers HTTPS only
// and checks /health. The service scales on CPU and on requests per task. Every secret comes from
// Secrets Manager at task start (never in the task definition's plain environment); the rest of
// the configuration is the environment apps/api/src/env.ts reads.
import { fileURLToPath } from 'node:url'
import { CfnOutput, Duration, IgnoreMode, Stack, type StackProps } from 'aws-cdk-lib'
import * as acm from 'aws-cdk-lib/aws-certificatemanager'
import * as ec2 from 'aws-cdk-lib/aws-ec2'
import { Platform } from 'aws-cdk-lib/aws-ecr-assets'
import * as ecs from 'aws-cdk-lib/aws-ecs'
import * as ecsPatterns from 'aws-cdk-lib/aws-ecs-patterns'
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2'
import * as logs from 'aws-cdk-lib/aws-logs'
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { type CordilleraConfig, portalOrigins } from './config.ts'
import { DATABASE_NAME, type DataStack } from './data-stack.ts'
import type { IdentityStack } from './identity-stack.ts'
import { API_PORT, type NetworkStack } from './network-stack.ts'

export const HEALTH_PATH = '/health'

/** The repository: the image's build context (apps/api/Dockerfile builds from the root). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * What the image's build never reads, left out of the asset so that synth (which fingerprints and
 * stages the context) stays fast and the upload small. The root `.dockerignore` says the same for
 * a plain `docker build`; CDK merges both.
 */
export const imageContextExclude = [
  '.git',
  '**/node_modules',
  '**/dist',
  '**/build',
  '**/.turbo',
  '**/.reports',
  '**/.react-router',
  '**/test-results',
  '**/playwright-report',
  '.data',
  '**/.data',
  'infra/cdk.out',
  '**/*.log',
  // Local settings may hold secrets: never in an image.
  '.env',
  '**/.env',
  '**/.env.local',
  // Not read by the API's build: tests, end-to-end suites, documents, CI.
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/e2e',
  'docs',
  '.changeset',
  '.ci',
]

export type ApiStackDeps = {
  network: NetworkStack
  data: DataStack
  identity: IdentityStack
}

export class ApiStack extends Stack {
  readonly service: ecsPatterns.ApplicationLoadBalancedFargateService

  constructor(
    scope: Construct,
    id: string,
    config: CordilleraConfig,
    { network, data, identity }: ApiStackDeps,
    props?: StackProps,
  ) {
    super(scope, id, props)
    const prefix = config.stackPrefix.toLowerCase()

    const databaseSecret = data.database.secret
    if (databaseSecret === undefined) throw new Error('the database has no generated secret')

    // Generated at deploy: every replica signs list cursors with the same key.
    const cursorSecret = new secretsmanager.Secret(this, 'CursorSecret', {
      secretName: `${prefix}/api/cursor-secret`,
      description: 'CURSOR_SECRET: the key every API replica signs list cursors with',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    })
    // Generated at deploy: the bearer token Prometheus scrapes /metrics with.
    const metricsToken = new secretsmanager.Secret(this, 'MetricsToken', {
      secretName: `${prefix}/api/metrics-token`,
      description: 'METRICS_TOKEN: the bearer token /metrics asks for',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    })
    // 32 random bytes in base64 that only an operator puts (docs/runbook.md): the generated
    // placeholder is not valid base64 of 32 bytes, so the API refuses to start until it is set.
    const siiCertKey = new secretsmanager.Secret(this, 'SiiCertKey', {
      secretName: `${prefix}/api/sii-cert-key`,
      description:
        'SII_CERT_KEY: openssl rand -base64 32; encrypts the SII certificate and CAFs at rest',
      generateSecretString: { passwordLength: 20, excludePunctuation: true },
    })

    const secrets: Record<string, ecs.Secret> = {
      DB_USER: ecs.Secret.fromSecretsManager(databaseSecret, 'username'),
      DB_PASSWORD: ecs.Secret.fromSecretsManager(databaseSecret, 'password'),
      CURSOR_SECRET: ecs.Secret.fromSecretsManager(cursorSecret),
      METRICS_TOKEN: ecs.Secret.fromSecretsManager(metricsToken),
      SII_CERT_KEY: ecs.Secret.fromSecretsManager(siiCertKey),
    }
    const smtp: Record<string, string> = {}
    if (config.smtpHost !== '') {
      // Amazon SES's SMTP credentials ({"username": …, "password": …}), put by an operator.
      const smtpCredentials = new secretsmanager.Secret(this, 'SmtpCredentials', {
        secretName: `${prefix}/api/smtp`,
        description: 'SMTP_USER and SMTP_PASS: {"username": "...", "password": "..."}',
        generateSecretString: {
          secretStringTemplate: JSON.stringify({ username: 'pendiente' }),
          generateStringKey: 'password',
          excludePunctuation: true,
        },
      })
      secrets.SMTP_USER = ecs.Secret.fromSecretsManager(smtpCredentials, 'username')
      secrets.SMTP_PASS = ecs.Secret.fromSecretsManager(smtpCredentials, 'password')
      smtp.SMTP_HOST = config.smtpHost
      smtp.SMTP_PORT = String(config.smtpPort)
    }

    const cluster = new ecs.Cluster(this, 'Cluster', {
      vpc: network.vpc,
      containerInsightsV2: ecs.ContainerInsights.ENABLED,
    })
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/${prefix}/api`,
      retention: logs.RetentionDays.SIX_MONTHS,
    })

    const portalUrl = (portal: keyof CordilleraConfig['portalDomainNames']) =>
      `https://${config.portalDomainNames[portal]}`

    this.service = new ecsPatterns.ApplicationLoadBalancedFargateService(this, 'Service', {
      cluster,
      desiredCount: config.apiMinTasks,
      cpu: config.apiCpu,
      memoryLimitMiB: config.apiMemoryMiB,
      runtimePlatform: {
        cpuArchitecture: ecs.CpuArchitecture.X86_64,
        operatingSystemFamily: ecs.OperatingSystemFamily.LINUX,
      },
      taskSubnets: { subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS },
      securityGroups: [network.apiSecurityGroup],
      assignPublicIp: false,
      loadBalancer: new elbv2.ApplicationLoadBalancer(this, 'LoadBalancer', {
        vpc: network.vpc,
        internetFacing: true,
        vpcSubnets: { subnetType: ec2.SubnetType.PUBLIC },
        securityGroup: network.loadBalancerSecurityGroup,
        dropInvalidHeaderFields: true,
      }),
      protocol: elbv2.ApplicationProtocol.HTTPS,
      certificate: acm.Certificate.fromCertificateArn(
        this,
        'ApiCertificate',
        config.apiCertificateArn,
      ),
      sslPolicy: elbv2.SslPolicy.RECOMMENDED_TLS,
      redirectHTTP: true,
      minHealthyPercent: 100,
      maxHealthyPercent: 200,
      circuitBreaker: { enable: true, rollback: true },
      healthCheckGracePeriod: Duration.seconds(90),
      taskImageOptions: {
        image: ecs.ContainerImage.fromAsset(repoRoot, {
          file: 'apps/api/Dockerfile',
          exclude: imageContextExclude,
          ignoreMode: IgnoreMode.DOCKER,
          platform: Platform.LINUX_AMD64,
        }),
        containerName: 'api',
        containerPort: API_PORT,
        logDriver: ecs.LogDrivers.awsLogs({ logGroup, streamPrefix: 'api' }),
        environment: {
          NODE_ENV: 'production',
          HOST: '0.0.0.0',
          PORT: String(API_PORT),
          LOG_LEVEL: 'info',
          // apps/api/Dockerfile's entrypoint joins these and DB_USER/DB_PASSWORD into DATABASE_URL.
          DB_HOST: data.database.dbInstanceEndpointAddress,
          DB_PORT: data.database.dbInstanceEndpointPort,
          DB_NAME: DATABASE_NAME,
          COGNITO_REGION: identity.region,
          COGNITO_USER_POOL_ID: identity.userPool.userPoolId,
          COGNITO_CLIENT_ID: identity.portalsClient.userPoolClientId,
          STORAGE: 's3',
          S3_BUCKET: data.documentsBucket.bucketName,
          S3_REGION: data.region,
          CORS_ORIGINS: portalOrigins(config).join(','),
          PORTAL_BACKOFFICE_URL: portalUrl('backoffice'),
          PORTAL_ARRENDADOR_URL: portalUrl('arrendador'),
          PORTAL_OPERADOR_URL: portalUrl('operador'),
          MAIL_FROM: config.mailFrom,
          ...smtp,
        },
        secrets,
      },
    })

    this.service.targetGroup.configureHealthCheck({
      path: HEALTH_PATH,
      healthyHttpCodes: '200',
      interval: Duration.seconds(15),
      timeout: Duration.seconds(5),
      healthyThresholdCount: 2,
      unhealthyThresholdCount: 3,
    })
    // Longer than the API's own shutdown bound, so a draining task finishes its requests.
    this.service.targetGroup.setAttribute('deregistration_delay.timeout_seconds', '30')

    const scaling = this.service.service.autoScaleTaskCount({
      minCapacity: config.apiMinTasks,
      maxCapacity: config.apiMaxTasks,
    })
    scaling.scaleOnCpuUtilization('Cpu', {
      targetUtilizationPercent: config.apiScaleCpuPercent,
      scaleInCooldown: Duration.minutes(5),
      scaleOutCooldown: Duration.minutes(1),
    })
    scaling.scaleOnRequestCount('Requests', {
      requestsPerTarget: config.apiScaleRequestsPerTask,
      targetGroup: this.service.targetGroup,
      scaleInCooldown: Duration.minutes(5),
      scaleOutCooldown: Duration.minutes(1),
    })

    // What the API does with AWS as its task role: documents' files, and the user pool's admin
    // calls (create, disable, reset, sign out: apps/api/src/user-pool/user-pool-admin.ts) and the
    // readiness check's DescribeUserPool (GET /health/ready, decision 092).
    const taskRole = this.service.taskDefinition.taskRole
    data.documentsBucket.grantReadWrite(taskRole)
    data.documentsBucket.grantDelete(taskRole)
    identity.userPool.grant(
      taskRole,
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminResetUserPassword',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:DescribeUserPool',
    )

    new CfnOutput(this, 'LoadBalancerDns', {
      value: this.service.loadBalancer.loadBalancerDnsName,
      description: `Point ${config.apiDomainName} here (CNAME or alias)`,
    })
    new CfnOutput(this, 'ClusterName', { value: cluster.clusterName })
    new CfnOutput(this, 'ServiceName', { value: this.service.service.serviceName })
  }
}
