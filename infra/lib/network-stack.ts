// The network: a VPC over two availability zones with three tiers (public for the load balancer
// and the NAT gateways, private with egress for the API's tasks, isolated for the database), and
// the security groups that decide who reaches what: the internet the load balancer (HTTPS, and
// HTTP only to be redirected), the load balancer the API's tasks, the tasks the database. They
// all live here, not in the stacks that use them, so each rule can name the group it lets in
// without the API and data stacks referring to each other (a cycle CloudFormation refuses).
import { Stack, type StackProps } from 'aws-cdk-lib'
import * as ec2 from 'aws-cdk-lib/aws-ec2'
import type { Construct } from 'constructs'
import type { CordilleraConfig } from './config.ts'

export const POSTGRES_PORT = 5432
export const API_PORT = 3000

export class NetworkStack extends Stack {
  readonly vpc: ec2.Vpc
  /** The API's public load balancer. */
  readonly loadBalancerSecurityGroup: ec2.SecurityGroup
  /** The API's tasks. */
  readonly apiSecurityGroup: ec2.SecurityGroup
  /** The database: PostgreSQL in from the API's tasks, nothing else. */
  readonly databaseSecurityGroup: ec2.SecurityGroup

  constructor(scope: Construct, id: string, config: CordilleraConfig, props?: StackProps) {
    super(scope, id, props)

    this.vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: config.natGateways,
      subnetConfiguration: [
        { name: 'publico', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 24 },
        { name: 'aplicacion', subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS, cidrMask: 22 },
        { name: 'datos', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 24 },
      ],
    })
    // The tasks reach S3 without crossing the NAT gateways.
    this.vpc.addGatewayEndpoint('S3', { service: ec2.GatewayVpcEndpointAwsService.S3 })

    this.loadBalancerSecurityGroup = new ec2.SecurityGroup(this, 'LoadBalancerSecurityGroup', {
      vpc: this.vpc,
      description: 'Cordillera API load balancer',
      allowAllOutbound: false,
    })
    this.apiSecurityGroup = new ec2.SecurityGroup(this, 'ApiSecurityGroup', {
      vpc: this.vpc,
      description: 'Cordillera API tasks',
      allowAllOutbound: true,
    })
    this.databaseSecurityGroup = new ec2.SecurityGroup(this, 'DatabaseSecurityGroup', {
      vpc: this.vpc,
      description: 'Cordillera PostgreSQL: only from the API tasks',
      allowAllOutbound: false,
    })
    this.apiSecurityGroup.addIngressRule(
      this.loadBalancerSecurityGroup,
      ec2.Port.tcp(API_PORT),
      'The API from its load balancer',
    )
    this.loadBalancerSecurityGroup.addEgressRule(
      this.apiSecurityGroup,
      ec2.Port.tcp(API_PORT),
      'The load balancer to the API tasks',
    )
    this.databaseSecurityGroup.addIngressRule(
      this.apiSecurityGroup,
      ec2.Port.tcp(POSTGRES_PORT),
      'PostgreSQL from the API tasks',
    )
  }
}
